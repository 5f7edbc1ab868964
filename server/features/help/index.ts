/** The help feature's public entry: what other features may use (eslint fences the rest). */
export {
  acceptedTermsVersion,
  articleVersions,
  editArticle,
  listArticles,
  listTermsVersions,
  publishTerms,
  recordTermsAcceptance,
} from './edit';
export { writeHelpContent } from './seed-help';
