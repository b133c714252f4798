import { describe, expect, it } from 'vitest';
import { links } from '../../config';
import { studioMenuEntries } from './StudioMenu';

describe('studioMenuEntries', () => {
  it('MOB-08 SUB-CREATE-14 PERM-21 offers the create-test button ("Create a test") to add_game holders of a studio that creates tests', () => {
    expect(studioMenuEntries({ permissions: ['add_game'], studios: [{ createsTests: false }, { createsTests: true }] }, null).createsTests).toBe(true);
    expect(studioMenuEntries({ permissions: ['add_game'], studios: [{ createsTests: false }] }, null).createsTests).toBe(false);
    expect(studioMenuEntries({ permissions: [], studios: [{ createsTests: true }] }, null).createsTests).toBe(false);
  });

  it('MOB-08 offers Knowledge sharing only with view_knowledge_sharing', () => {
    expect(studioMenuEntries({ permissions: ['view_knowledge_sharing'], studios: [] }, null).knowledgeSharing).toBe(true);
    expect(studioMenuEntries({ permissions: [], studios: [] }, null).knowledgeSharing).toBe(false);
  });

  it('MOB-08 NAV-07 links learners to the signed Academy link, others to E-learning', () => {
    expect(studioMenuEntries({ permissions: ['learn_upon_learner'], studios: [] }, 'https://academy.example/signed').academyLink).toBe('https://academy.example/signed');
    expect(studioMenuEntries({ permissions: ['learn_upon_admin'], studios: [] }, null).academyLink).toBe(links.learningPlatform);
    expect(studioMenuEntries({ permissions: [], studios: [] }, 'https://academy.example/signed').academyLink).toBeNull();
  });
});
