/** Missions and the mission leaderboard's public entry (decisions 054-055). */
export { missionRoutes } from './routes';
export { seedMissionsFeature } from './seed';
export { missionPass } from './pass';
export { createMission, listMissions, setMissionStatus } from './admin';
