import { makeSource } from 'contentlayer2/source-files';
import { models } from './content-model';
import { markdownRehypePlugins } from './content-model/safe-markdown';
import { toDocumentType } from './content-model/to-contentlayer';

export default makeSource({
  contentDirPath: 'content',
  documentTypes: models.map(toDocumentType),
  // Contentlayer's defaults skip a broken file with a warning and build anyway.
  // The content check (npm run check:content) explains problems to editors first;
  // these make sure nothing it missed slips through silently.
  onMissingOrIncompatibleData: 'fail',
  onUnknownDocuments: 'fail',
  onExtraFieldData: 'fail',
  disableImportAliasWarning: true,
  markdown: { rehypePlugins: markdownRehypePlugins },
});
