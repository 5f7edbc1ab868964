import { get, post, type RawEndpoints } from '../endpoint';
import type { RewardsSchemas as S } from './schemas';

/**
 * Promotions and rewards (decisions 032-035). The promotions page answers guests too (state
 * null); the member's calls sit under two prefixes the server guards with the session.
 */
export const memberPromotions = '/wps/member/promotions';
export const memberRewards = '/wps/member/rewards';

export const promotions = get<S['promotions']>('/wps/promotions');
export const promotion = get<S['promotion']>('/wps/promotions/{id}');
export const claim = post<S['claim']>(`${memberPromotions}/{id}/claim`);
export const apply = post<S['apply']>(`${memberPromotions}/{id}/apply`);
export const applications = get<S['applications']>(`${memberRewards}/applications`);
export const grants = get<S['grants']>(`${memberRewards}/grants`);
export const turnover = get<S['turnover']>(`${memberRewards}/turnover`);

/**
 * Application images: a raw PNG or JPEG body (5 MB), so paths, not calls (decision 065). POST
 * answers { imageId } for ApplyRequest.imageIds; GET of one image needs its owner's session.
 */
export const applicationImages = '/files/promotions/images';
export const applicationImage = `${applicationImages}/{id}`;

/** The calls of this module that are not JSON in and out (decision 081). */
export const raw = {
  uploadImage: {
    method: 'POST',
    path: applicationImages,
    body: 'bytes',
    answer: 'envelope',
    about: 'a PNG or JPEG of at most APPLICATION_IMAGE_MAX_BYTES; answers { imageId }',
  },
  image: {
    method: 'GET',
    path: applicationImage,
    body: 'none',
    answer: 'bytes',
    about: "the image, to its owner's session only",
  },
} as const satisfies RawEndpoints;
