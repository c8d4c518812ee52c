// The ALTCHA widget's translation modules (one per language) register themselves and export nothing to type.
declare module 'altcha/i18n/*';
