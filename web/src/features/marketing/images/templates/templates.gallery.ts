import type { TDesignTemplate } from '../design-data';
import { announcementTemplate } from './announcement.template';
import { barberClassicTemplate } from './barber-classic.template';
import { giftCardTemplate } from './gift-card.template';
import { grandOpeningTemplate } from './grand-opening.template';
import { holidayHoursTemplate } from './holiday-hours.template';
import { newServiceTemplate } from './new-service.template';
import { rechargeOfferTemplate } from './recharge-offer.template';
import { referralTemplate } from './referral.template';
import { relaxMassageTemplate } from './relax-massage.template';
import { seasonalPromotionTemplate } from './seasonal-promotion.template';

/** The gallery's templates, in the order it shows them (issue 25, ADR 033). */
export const DESIGN_TEMPLATES: readonly TDesignTemplate[] = [
  rechargeOfferTemplate,
  giftCardTemplate,
  newServiceTemplate,
  holidayHoursTemplate,
  grandOpeningTemplate,
  referralTemplate,
  seasonalPromotionTemplate,
  announcementTemplate,
  barberClassicTemplate,
  relaxMassageTemplate,
];
