import { DocPage } from '../components/doc-page';

const SECTIONS = ['controller', 'data', 'purposes', 'storage', 'sharing', 'retention', 'rights'] as const;

export function PrivacyPage() {
  return <DocPage ns="privacy" sections={SECTIONS} />;
}
