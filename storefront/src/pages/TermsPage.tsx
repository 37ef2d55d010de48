import { InfoPage } from './InfoPage';
import { addEnglishSections } from '../i18n/english-sections';

addEnglishSections('terms');

export default function TermsPage() {
  return <InfoPage contentKey="terms" withContents />;
}
