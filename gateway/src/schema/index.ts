// The gateway's schema: each file defines one type with its fields and mutations.
import { builder } from '../builder';
import './errors';
import './user';
import './studio';
import './viewer';
import './game';
import './auth';
import './content';
import './codifications';
import './system';
import './filters';
import './view';
import './operation';
import './game-action';
import './feedback';
import './changelog';
import './genre';
import './tag';
import './publishing-manager';
import './campaign-settings';
import './project';
import './iteration';
import './video';
import './live';
import './prototype-score';
import './submission';

export const schema = builder.toSchema({ sortSchema: true });
