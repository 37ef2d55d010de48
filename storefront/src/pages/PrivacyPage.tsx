import { InfoPage } from './InfoPage';

export default function PrivacyPage() {
  return <InfoPage contentKey="privacy" withContents />;
}
