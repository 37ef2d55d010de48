import { InfoPage } from './InfoPage';

export default function AboutPage() {
  return <InfoPage contentKey="about" />;
}
