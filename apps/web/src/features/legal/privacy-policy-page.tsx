import { LegalDocument } from './legal-document';

export function PrivacyPolicyPage() {
  return <LegalDocument documentKey="privacy" />;
}
