import { InfoPage } from './InfoPage';
import { addEnglishSections } from '../i18n/english-sections';

addEnglishSections('refund');

export default function RefundPage() {
  return <InfoPage contentKey="refund" withContents />;
}
