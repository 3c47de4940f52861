import ScoreboardIcon from '@mui/icons-material/Scoreboard';
import type { CompetitionMatchDto } from '@club/core';
import { CompetitionResultEdit } from './CompetitionResultEdit';
import { CompetitionResultList } from './CompetitionResultList';
import { teamsIn } from './matchFields';

export default { icon: ScoreboardIcon, list: CompetitionResultList, edit: CompetitionResultEdit, recordRepresentation: (r: CompetitionMatchDto) => teamsIn(r, 'th') };
