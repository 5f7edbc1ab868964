import { launch, messageImage, models, opsMessageImage, opsSendImage, sendImage } from './endpoints';

/* Live chat's paths as the code uses them: filled in, matched, exported as plain strings. */

/** Multipart sends (outside the small JSON body limits of /wps and /ops, server/app.ts). */
export const CHAT_IMAGE_SEND_PATH = sendImage;
const fill = (path: string, id: number) => path.replace(/\{\w+\}/, String(id));
export const opsChatImageSendPath = (conversationId: number) => fill(opsSendImage, conversationId);
export const isChatImageSendPath = (path: string) =>
  path === CHAT_IMAGE_SEND_PATH || /^\/ops\/chat\/[0-9]+\/messages\/image$/.test(path);
export const chatImagePath = (messageId: number) => fill(messageImage, messageId);
export const opsChatImagePath = (messageId: number) => fill(opsMessageImage, messageId);

export const CHAT_MODELS_PATH = models.path;
export const CHAT_LAUNCH_PATH = launch.path;
