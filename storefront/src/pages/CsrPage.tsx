import { InfoPage } from './InfoPage';

export default function CsrPage() {
  return <InfoPage contentKey="csr" />;
}
