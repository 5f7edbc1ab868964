import fs from 'node:fs';
import { FeedbackReplyRequest } from '../../contract/feedback/schemas';
import { HelpArticleEdit, HelpSlug, TermsEdit } from '../../contract/help/schemas';
import { loadConfig } from '../core/context/config';
import { findOpsFeedback, replyToFeedback } from '../features/feedback';
import {
  articleVersions,
  editArticle,
  listArticles,
  listTermsVersions,
  publishTerms,
} from '../features/help';
import { migrateProofs } from '../features/payments';
import { createBlobStore } from '../core/storage/blob-store';
import { table } from './cashier';
import { actor, run, type Command } from './command';

export type ContentOptions = {
  section?: string;
  sort?: string;
  title?: string;
  'title-en'?: string;
  body?: string;
  'body-en'?: string;
  text?: string;
  all?: boolean;
};

export const CONTENT_USAGE = `  help list                                         help articles (slug, section, sort, version, title)
  help set <slug> [--section S] [--sort N] [--title T --body FILE] [--title-en T --body-en FILE]
                                                    create or edit an article (a new version; vi, en or both)
  help history <slug>                               an article's versions
  terms publish [--body FILE] [--body-en FILE]      publish a new terms version (vi, en or both)
  terms history                                     terms versions (the first is in force)
  feedback list [--all]                             open feedback (or all)
  feedback reply <id> --text TEXT                   answer once; the answer goes to the member's inbox
  uploads migrate-proofs                            move proof images from DATA_DIR/uploads into the store`;

export const contentGroups = new Set(['help', 'terms', 'feedback', 'uploads']);

const read = (file: string | undefined) => (file === undefined ? undefined : fs.readFileSync(file, 'utf8'));

/** Parses the help, terms, feedback and uploads commands; a string is a usage error. */
export function parseContentCommand(positionals: string[], o: ContentOptions): Command | string {
  const [group, action, arg, extra] = positionals;
  if (extra !== undefined) return 'Too many arguments.';
  if (group === 'help' && action === 'list' && !arg) return async ({ db }) => table(await listArticles(db));
  if (group === 'help' && action === 'history' && arg)
    return ({ db }) =>
      run(async () =>
        table(
          (await articleVersions(db, arg)).map((v) => ({
            v: v.version,
            at: v.at,
            by: v.actor,
            title: v.titleVi,
          })),
        ),
      );
  if (group === 'help' && action === 'set' && arg) {
    if (!HelpSlug.safeParse(arg).success) return 'A slug is lower-case letters, digits and dashes.';
    const text = (title?: string, file?: string) =>
      title === undefined && file === undefined ? undefined : { title, body: read(file) };
    const edit = HelpArticleEdit.safeParse({
      section: o.section,
      sort: o.sort === undefined ? undefined : Number(o.sort),
      vi: text(o.title, o.body),
      en: text(o['title-en'], o['body-en']),
    });
    if (!edit.success)
      return `help set: ${edit.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`;
    return ({ db }) =>
      run(async () => {
        const v = await editArticle(db, actor(), arg, edit.data);
        return `Article ${v.slug} is now version ${v.version}.`;
      });
  }
  if (group === 'terms' && action === 'publish' && !arg) {
    const edit = TermsEdit.safeParse({ vi: read(o.body), en: read(o['body-en']) });
    if (!edit.success)
      return 'terms publish needs --body FILE (Vietnamese), --body-en FILE (English) or both.';
    return ({ db }) =>
      run(async () => `Terms version ${(await publishTerms(db, actor(), edit.data)).version} is in force.`);
  }
  if (group === 'terms' && action === 'history' && !arg)
    return async ({ db }) =>
      table((await listTermsVersions(db)).map((t) => ({ v: t.version, at: t.at, by: t.actor })));
  if (group === 'feedback' && action === 'list' && !arg)
    return async ({ db }) =>
      table(
        (await findOpsFeedback(db, o.all ? 'all' : 'open', 200)).map((f) => ({
          id: f.id,
          at: f.createdAt,
          account: f.account,
          category: f.category,
          images: f.images,
          status: f.status,
          content: JSON.stringify(f.content),
        })),
      );
  if (group === 'feedback' && action === 'reply' && arg) {
    const body = FeedbackReplyRequest.safeParse({ reply: o.text });
    if (!/^[1-9][0-9]{0,15}$/.test(arg) || !body.success)
      return 'feedback reply needs an id and --text (1-1000 characters).';
    return ({ db }) =>
      run(async () => {
        const f = await replyToFeedback(db, actor(), Number(arg), body.data.reply);
        return `Feedback ${f.id} answered; the answer is in ${f.account}'s inbox.`;
      });
  }
  if (group === 'uploads' && action === 'migrate-proofs' && !arg)
    return async ({ db }) => {
      const config = loadConfig();
      const r = await migrateProofs(db, createBlobStore(config.uploads, db), config.dataDir);
      const missing = r.missing.length ? `\nNot on this node's disk: ${r.missing.join(', ')}` : '';
      return `Moved ${r.moved} proof image(s) into the upload store.${missing}`;
    };
  return `Unknown command: ${positionals.join(' ')}`;
}
