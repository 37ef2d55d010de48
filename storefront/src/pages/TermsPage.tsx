import { InfoPage } from './InfoPage';

export default function TermsPage() {
  return <InfoPage contentKey="terms" withContents />;
}
