/** The reward centre's public entry (decision 046): daily sign-in, newbie tasks, loss rescue. */
export { rewardCentreRoutes } from './routes';
export { seedRewardCentreCampaigns } from './campaigns';
export { onSignIn, type SignInEvent, type SignInListener } from './sign-in';
