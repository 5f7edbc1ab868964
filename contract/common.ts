import { z } from 'zod';
import { gameTypes } from './values';

/** Languages the lobby speaks. `vi` is the default ("TY" in the spec). */
export const languages = ['vi', 'en'] as const;
export const Language = z.enum(languages).meta({ id: 'Language' });
export type Language = z.infer<typeof Language>;
export const defaultLanguage: Language = 'vi';

/** Optional `language` query parameter; unknown values are refused rather than guessed. */
export const LanguageQuery = z.object({ language: Language.default(defaultLanguage) });

/** Game types of spec section 2 and the lobby path each one maps to. */
export { gameTypes } from './values';
export const GameType = z.enum(gameTypes).meta({ id: 'GameType' });
export type GameType = z.infer<typeof GameType>;

export { gameTypePath } from './values';

/** Game classification of spec section 2 (slot machine has none). */
export const gameClassifies = ['SC', 'VP', 'JP', 'TG', 'AC', 'BG'] as const;
export const GameClassify = z.enum(gameClassifies);
export type GameClassify = z.infer<typeof GameClassify>;

export { agentAccountTypes, memberAccountType, trialAccountType } from './values';
