export { deleteSessionsOfUser, updateUserBan } from './admin-users.repository.ts';
