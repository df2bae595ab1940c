import { hydrateIsland } from "../lib/islands/hydrate";
import { TeamMemberCard } from "../components/ui/TeamMemberCard";

hydrateIsland("team-member-card", TeamMemberCard);
