import { InfoPage } from './InfoPage';

export default function RefundPage() {
  return <InfoPage contentKey="refund" withContents />;
}
