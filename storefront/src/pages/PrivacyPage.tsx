import { InfoPage } from './InfoPage';
import { addEnglishSections } from '../i18n/english-sections';

addEnglishSections('privacy');

export default function PrivacyPage() {
  return <InfoPage contentKey="privacy" withContents />;
}
