import { InfoPage } from './InfoPage';
import { addEnglishSections } from '../i18n/english-sections';

addEnglishSections('csr');

export default function CsrPage() {
  return <InfoPage contentKey="csr" />;
}
