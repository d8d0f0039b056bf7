export type { TeamMemberMessages, TeamMemberPhoto, TeamMemberProps } from './TeamMember.js'
export { TeamMember } from './TeamMember.js'
