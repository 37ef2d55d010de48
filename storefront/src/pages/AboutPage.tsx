import { InfoPage } from './InfoPage';
import { addEnglishSections } from '../i18n/english-sections';

addEnglishSections('about');

export default function AboutPage() {
  return <InfoPage contentKey="about" />;
}
