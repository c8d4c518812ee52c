import { DocPage } from '../components/doc-page';

const SECTIONS = ['service', 'accounts', 'plans', 'payments', 'data', 'availability', 'termination'] as const;

export function ServicePolicyPage() {
  return <DocPage ns="servicePolicy" sections={SECTIONS} />;
}
