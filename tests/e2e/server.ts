/**
 * The server the browser tests talk to: the real `npm start` path (build check, migrations,
 * demo seed) on a fresh DATA_DIR, so every run starts from the same data, with its e-mail going
 * to a local SMTP sink and its SMS to a local HTTP sink.
 */
import fs from 'node:fs';
import path from 'node:path';
import { stopOrphan } from '../../server/db/embedded';
import { startMailSink } from './mail-sink';
import { startSmsSink } from './sms-sink';

const dir = process.env.DATA_DIR;
if (!dir || !dir.includes('platform-e2e')) throw new Error(`refusing to wipe DATA_DIR=${dir}`);
// A database left running by an interrupted run would keep the deleted cluster alive.
await stopOrphan(path.join(dir, 'pg'));
fs.rmSync(dir, { recursive: true, force: true });
// E-mails go over real SMTP to a sink whose messages the tests read.
const mailDir = process.env.E2E_MAIL_DIR;
if (!mailDir) throw new Error('E2E_MAIL_DIR is not set');
process.env.SMTP_URL = (await startMailSink(mailDir)).url;
// SMS go to the generic HTTP gateway, a sink whose messages the tests read (the Zalo code).
const smsDir = process.env.E2E_SMS_DIR;
if (!smsDir) throw new Error('E2E_SMS_DIR is not set');
const sms = await startSmsSink(smsDir);
process.env.SMS_GATEWAY_URL = sms.url;
process.env.SMS_GATEWAY_TOKEN = sms.token;
await import('../../server/start');
