import { act, screen } from '@testing-library/react';
import { loadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { operationsNamed, renderInApp } from '../../test/render';
import BoardHomePageQuery, { type BoardHomePageQuery as Query } from './__generated__/BoardHomePageQuery.graphql';
import { BoardHomePage } from './BoardHomePage';

describe('BoardHomePage', () => {
  it('SB-09 NAV-07 issue 15 the Academy banner opens the signed learning-platform link, as the menu does', async () => {
    const environment = createMockEnvironment();
    const queryRef = loadQuery<Query>(environment, BoardHomePageQuery, {});
    const [operation] = operationsNamed(environment, 'BoardHomePageQuery');
    environment.mock.resolve(
      operation!,
      MockPayloadGenerator.generate(operation!, {
        Viewer: () => ({ permissions: ['view_studio_interface', 'learn_upon_learner'], studios: [], darkMode: false }),
        Query: () => ({ generalAlert: null, homepage: null, learningPlatformLink: 'https://academy.example/signed?token=abc' }),
      }),
    );
    await act(async () => {
      renderInApp(<BoardHomePage queryRef={queryRef} />, { environment, path: '/board' });
    });
    expect(screen.getByRole('link', { name: 'Visit the Academy' }).getAttribute('href')).toBe('https://academy.example/signed?token=abc');
  });
});
