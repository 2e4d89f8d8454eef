import type { Metadata } from 'next';
import { legalHref } from '@/lib/routes';
import { LegalDocument } from '@/components/legal-document';
import { getLegalPage, getWords } from '@/lib/content';

const page = getLegalPage('privacy');

export const metadata: Metadata = {
  title: page.title,
  description: page.description,
  alternates: { canonical: legalHref('privacy') },
};

export default function PrivacyPage() {
  return <LegalDocument page={page} updatedLabel={getWords().legal.updated} />;
}
