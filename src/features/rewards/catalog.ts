import { i18n } from '@lingui/core';
import { messages as en } from '../../../locales/rewards/en.po';
import { messages as vi } from '../../../locales/rewards/vi.po';

/*
 * The texts of the rewards screens (promotions, reward centre, bonus turnover), merged into the
 * app's catalogs when the first of those screens loads. The lobby's entry carries the whole
 * Vietnamese catalog, so texts only these lazy screens use live in locales/rewards/ and come
 * with them (decision 036). Both languages at once: a few kB, and switching language later then
 * needs no second fetch. Every file here that has a text imports this module first.
 */
i18n.load({ vi, en });
