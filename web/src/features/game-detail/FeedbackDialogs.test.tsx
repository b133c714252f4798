import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test/render';
import type { FeedbackDialogsTestQuery } from './__generated__/FeedbackDialogsTestQuery.graphql';
import { AddFeedbackDialog, FeedbackDialog } from './FeedbackDialogs';

const query = graphql`
  query FeedbackDialogsTestQuery @relay_test_operation {
    game(gameId: 12) {
      ...FeedbackDialogs_game
    }
  }
`;

type Run = (action: string, fields?: Readonly<Record<string, unknown>>) => Promise<boolean>;

function Harness({ run, onAdd }: { run: Run; onAdd: (() => void) | null }) {
  const data = useLazyLoadQuery<FeedbackDialogsTestQuery>(query, {});
  return data.game ? <FeedbackDialog game={data.game} onClose={() => {}} onAdd={onAdd} run={run} /> : null;
}

const FEEDBACK = {
  id: 'feedback-1',
  subject: 'Tutorial pacing',
  feedback: '<p>Cut it to <b>30 seconds</b>.</p><script>alert(1)</script><img src="x" onerror="alert(2)">',
  pmName: 'Paula Marchetti',
  createdAt: '2026-11-12T15:04:00',
};

const CHANGELOGS = [
  { id: 'changelog-1', category: 'CORE_MECHANICS', details: 'Merging takes one tap', state: 'PENDING', createdAt: '2026-11-10T09:00:00' },
  { id: 'changelog-2', category: 'UI', details: 'Bigger buttons', state: 'VALIDATED', createdAt: '2026-11-01T09:00:00' },
];

function renderFeedback(available: string[], game: Record<string, unknown> = {}) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      Game: () => ({
        actions: ['DELETE_GAME_FEEDBACK', 'VALIDATE_CHANGELOG', 'REJECT_CHANGELOG'].map((action) => ({ action, available: available.includes(action) })),
        feedbacks: [FEEDBACK],
        changelogs: CHANGELOGS,
        ...game,
      }),
    }),
  );
  const run = vi.fn<Run>(async () => true);
  const onAdd = vi.fn();
  renderInApp(<Harness run={run} onAdd={onAdd} />, { environment });
  return { run, onAdd, dialog: screen.getByRole('dialog', { name: 'View feedback' }) };
}

describe('FeedbackDialog', () => {
  it('FBK-01 FBK-07 FMT-07 shows each feedback with its PM and date, its HTML cleaned', () => {
    const { dialog } = renderFeedback([]);
    const entry = within(dialog).getByRole('article', { name: 'Tutorial pacing' });
    expect(within(entry).getByText('Paula Marchetti · 2026/11/12 - 03:04pm')).toBeTruthy();
    expect(within(entry).getByText('30 seconds').tagName).toBe('B');
    expect(entry.querySelector('script')).toBeNull();
    expect(entry.querySelector('img')).toBeNull();
  });

  it('FBK-07 says n/a for a feedback without a date, - without its PM', () => {
    renderFeedback([], { feedbacks: [{ ...FEEDBACK, createdAt: null, pmName: null }] });
    expect(screen.getByText('- · n/a')).toBeTruthy();
  });

  it('FBK-06 says when there is no feedback', () => {
    const { dialog } = renderFeedback([], { feedbacks: [], changelogs: [] });
    expect(within(dialog).getByText('No feedback yet.')).toBeTruthy();
    expect(within(dialog).queryByText('Changelogs')).toBeNull();
  });

  it('FBK-05 deletes a feedback by its id, only with delete_game_feedback available', async () => {
    const first = renderFeedback([]);
    expect(within(first.dialog).queryByRole('button', { name: 'Delete feedback Tutorial pacing' })).toBeNull();
    cleanup();
    const { run, dialog } = renderFeedback(['DELETE_GAME_FEEDBACK']);
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Delete feedback Tutorial pacing' }));
    });
    expect(run).toHaveBeenCalledWith('delete_game_feedback', { feedbackId: 'feedback-1' });
  });

  it('FBK-12 ACT-37 validates or rejects a pending changelog, with edit_changelog\'s actions', async () => {
    const { run, dialog } = renderFeedback(['VALIDATE_CHANGELOG', 'REJECT_CHANGELOG']);
    const pending = within(dialog).getByText('Merging takes one tap').closest('article')!;
    expect(within(pending).getByText('pending')).toBeTruthy();
    expect(within(pending).getByText('CORE MECHANICS')).toBeTruthy();
    // A validated changelog has nothing left to decide.
    const validated = within(dialog).getByText('Bigger buttons').closest('article')!;
    expect(within(validated).queryByRole('button', { name: 'Validate' })).toBeNull();
    await act(async () => {
      fireEvent.click(within(pending).getByRole('button', { name: 'Reject' }));
    });
    expect(run).toHaveBeenCalledWith('reject_changelog', { changelogId: 'changelog-1' });
  });

  it('FBK-12 shows no changelog buttons without the actions', () => {
    const { dialog } = renderFeedback([]);
    expect(within(dialog).queryByRole('button', { name: 'Validate' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Reject' })).toBeNull();
  });

  it('FBK-03 offers Add feedback when the caller allows it', () => {
    const { onAdd, dialog } = renderFeedback([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add feedback' }));
    expect(onAdd).toHaveBeenCalled();
  });
});

describe('AddFeedbackDialog', () => {
  function renderAdd(onSubmit = vi.fn(async () => true)) {
    const onClose = vi.fn();
    renderInApp(<AddFeedbackDialog onClose={onClose} onSubmit={onSubmit} />);
    return { onSubmit, onClose };
  }
  const send = async () => {
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });
  };

  it('FBK-03 needs a message; the subject is optional', async () => {
    const { onSubmit } = renderAdd();
    fireEvent.change(screen.getByRole('textbox', { name: 'Subject' }), { target: { value: 'Pacing' } });
    await send();
    expect(screen.getByText('This field is required')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('FBK-04 sends the subject, then the message as HTML paragraphs, escaped', async () => {
    const { onSubmit, onClose } = renderAdd();
    fireEvent.change(screen.getByRole('textbox', { name: /Message/ }), { target: { value: ' Too long <really>.\nCut it.\n\nThanks ' } });
    await send();
    expect(onSubmit).toHaveBeenCalledWith({ feedback: '<p>Too long &lt;really&gt;.<br>Cut it.</p><p>Thanks</p>' });
    expect(onClose).toHaveBeenCalled();
    fireEvent.change(screen.getByRole('textbox', { name: 'Subject' }), { target: { value: ' Pacing ' } });
    await send();
    expect(onSubmit).toHaveBeenLastCalledWith({ subject: 'Pacing', feedback: '<p>Too long &lt;really&gt;.<br>Cut it.</p><p>Thanks</p>' });
  });
});
