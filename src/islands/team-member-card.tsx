import { TeamMemberCard } from "../components/ui/TeamMemberCard";

export default TeamMemberCard;
