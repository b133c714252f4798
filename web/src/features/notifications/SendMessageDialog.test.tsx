import { NOTIFICATION_SEND_FAILED, NOTIFICATION_SENT } from '@greenlight/rules';
import { WarningFilled } from '@fluentui/react-icons';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { operationsNamed, renderInApp, toastsWith } from '../../test/render';
import { SendMessageDialog } from './SendMessageDialog';

const MANAGERS = [
  { value: 2, label: 'Paula Marchetti' },
  { value: 3, label: 'Pierre Dubois' },
];

function Harness() {
  const [open, setOpen] = useState(true);
  return open ? <SendMessageDialog open onClose={() => setOpen(false)} /> : <p>closed</p>;
}

function renderDialog() {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    operation.request.node.params.name === 'SendMessageDialogQuery' ? { data: { codifications: { publishingManagers: MANAGERS } } } : null,
  );
  renderInApp(<Harness />, { environment });
  return { environment };
}

const send = () => screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
const choose = (label: string) => {
  fireEvent.click(screen.getByRole('combobox', { name: /Recipient/ }));
  fireEvent.click(screen.getByRole('option', { name: label }));
};
const type = (text: string) => fireEvent.change(screen.getByRole('textbox', { name: /Message/ }), { target: { value: text } });

describe('SendMessageDialog', () => {
  it('NOTIF-09 offers the publishing managers list and needs both a recipient and a message', () => {
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Send a message' })).toBeTruthy();
    expect(send().disabled).toBe(true);
    type('Hello');
    expect(send().disabled).toBe(true);
    type('   ');
    choose('Pierre Dubois');
    expect(send().disabled).toBe(true);
    type('Hello');
    expect(send().disabled).toBe(false);
  });

  it('NOTIF-10 NOTIF-11 sends the trimmed message to the chosen user, says "Message sent" and closes', async () => {
    const { environment } = renderDialog();
    choose('Paula Marchetti');
    type('  See you at the review  ');
    fireEvent.click(send());
    const [mutation] = operationsNamed(environment, 'SendMessageDialogMutation');
    expect(mutation?.request.variables).toEqual({ recipientId: 2, message: 'See you at the review' });
    await act(async () => {
      environment.mock.resolve(mutation!, {
        data: { sendNotification: { __typename: 'SendNotificationPayload', notification: { notificationId: 9 } } },
      });
    });
    expect(toastsWith(NOTIFICATION_SENT).length).toBeGreaterThan(0);
    expect(screen.getByText('closed')).toBeTruthy();
  });

  it('NOTIF-11 a refusal says "Oups, message failed." as a warning and keeps the dialog', async () => {
    const { environment } = renderDialog();
    choose('Paula Marchetti');
    type('Hello');
    fireEvent.click(send());
    const [mutation] = operationsNamed(environment, 'SendMessageDialogMutation');
    await act(async () => {
      environment.mock.resolve(mutation!, { data: { sendNotification: { __typename: 'ProviderError', message: 'Invalid permission' } } });
    });
    const [toast] = toastsWith(NOTIFICATION_SEND_FAILED);
    expect(toast).toBeTruthy();
    // A warning: the toast's icon is Fluent's warning icon.
    const { container } = render(<WarningFilled />);
    const warningIcon = container.querySelector('path')?.getAttribute('d');
    expect(warningIcon).toBeTruthy();
    expect(toast!.querySelector('.fui-ToastTitle__media path')?.getAttribute('d')).toBe(warningIcon);
    expect(screen.getByRole('dialog', { name: 'Send a message' })).toBeTruthy();
  });

  it('NOTIF-11 a failed request says "Oups, message failed." too', async () => {
    const { environment } = renderDialog();
    choose('Pierre Dubois');
    type('Hello');
    fireEvent.click(send());
    const [mutation] = operationsNamed(environment, 'SendMessageDialogMutation');
    await act(async () => {
      environment.mock.reject(mutation!, new Error('network down'));
    });
    expect(toastsWith(NOTIFICATION_SEND_FAILED).length).toBeGreaterThan(0);
  });
});
