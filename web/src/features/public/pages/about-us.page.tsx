import { DocPage } from '../components/doc-page';

const SECTIONS = ['what', 'who', 'how'] as const;

export function AboutUsPage() {
  return <DocPage ns="aboutUs" sections={SECTIONS} />;
}
