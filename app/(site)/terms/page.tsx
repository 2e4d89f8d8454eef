import type { Metadata } from 'next';
import { LegalDocument } from '@/components/legal-document';
import { getLegalPage, getWords } from '@/lib/content';

const page = getLegalPage('terms');

export const metadata: Metadata = { title: page.title, description: page.description };

export default function TermsPage() {
  return <LegalDocument page={page} updatedLabel={getWords().legal.updated} />;
}
