import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { CONTRACT_SUFFIX_MAX_LENGTH, GENERIC_ERROR_FALLBACK, LEGAL_LINK_TTL_DAYS } from '@greenlight/rules';
import { useState, type FormEvent } from 'react';
import { graphql, useMutation } from 'react-relay';
import { LegalLinkShown } from '../forms/LegalLinkShown';
import type { LegalLinkDialogMutation, LegalLinkDialogMutation$data } from './__generated__/LegalLinkDialogMutation.graphql';

const issueMutation = graphql`
  mutation LegalLinkDialogMutation($studioId: ID!, $input: LegalInformationLinkInput!) {
    issueLegalInformationLink(studioId: $studioId, input: $input) {
      __typename
      ... on LegalInformationLink {
        url
        expiresAt
        contactEmail
        mailed
      }
      ... on ProviderError {
        message
        fieldErrors {
          message
        }
      }
    }
  }
`;

const useStyles = makeStyles({
  surface: { width: '640px', maxWidth: 'calc(100vw - 32px)' },
  fields: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

type Issued = Extract<LegalLinkDialogMutation$data['issueLegalInformationLink'], { __typename: 'LegalInformationLink' }>;

/**
 * FORM-19, issue 42: staff with add_studio hand out a link to the studio's legal
 * information form, for one contract (its suffix), mailed to the contact when an
 * address is given. The link carries a one-use token only this answer shows.
 */
export function LegalLinkDialog({
  studioId,
  studioName,
  contactName,
  contactEmail,
  onClose,
}: {
  studioId: string;
  studioName: string;
  contactName: string | null;
  contactEmail: string | null;
  onClose: () => void;
}) {
  const styles = useStyles();
  const [form, setForm] = useState({ contactName: contactName ?? '', contactEmail: contactEmail ?? '', contractSuffix: '' });
  const [failure, setFailure] = useState<string | null>(null);
  const [issued, setIssued] = useState<Issued | null>(null);
  const [commit, saving] = useMutation<LegalLinkDialogMutation>(issueMutation);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setFailure(null);
    commit({
      variables: {
        studioId,
        input: { contactName: form.contactName.trim() || null, contactEmail: form.contactEmail.trim() || null, contractSuffix: form.contractSuffix.trim() || null },
      },
      onCompleted: ({ issueLegalInformationLink: result }) => {
        if (result.__typename === 'LegalInformationLink') setIssued(result);
        else if (result.__typename === 'ProviderError') setFailure(result.fieldErrors[0]?.message ?? result.message);
        else setFailure(GENERIC_ERROR_FALLBACK);
      },
      onError: () => setFailure(GENERIC_ERROR_FALLBACK),
    });
  };
  const edit = (name: keyof typeof form) => (_event: unknown, data: { value: string }) => {
    setForm((current) => ({ ...current, [name]: data.value }));
    setFailure(null);
  };

  return (
    <Dialog open onOpenChange={(_event, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        {issued ? (
          <DialogBody>
            <DialogTitle>Legal information link</DialogTitle>
            <DialogContent className={styles.fields}>
              <LegalLinkShown url={issued.url} expiresAt={issued.expiresAt} mailedTo={issued.mailed ? (issued.contactEmail ?? null) : null} />
            </DialogContent>
            <DialogActions>
              <Button appearance="primary" onClick={onClose}>
                Done
              </Button>
            </DialogActions>
          </DialogBody>
        ) : (
          <form onSubmit={submit} noValidate aria-label="Legal information link">
            <DialogBody>
              <DialogTitle>Legal information link</DialogTitle>
              <DialogContent className={styles.fields}>
                <Text>
                  A link for {studioName}&apos;s signatory to fill in the legal information of one contract. It works once, for {LEGAL_LINK_TTL_DAYS} days.
                </Text>
                {failure && (
                  <MessageBar intent="error" role="alert">
                    <MessageBarBody>{failure}</MessageBarBody>
                  </MessageBar>
                )}
                <Field label="Contact name">
                  <Input value={form.contactName} maxLength={200} onChange={edit('contactName')} />
                </Field>
                <Field label="Contact email" hint="The link is mailed there.">
                  <Input type="email" value={form.contactEmail} maxLength={254} onChange={edit('contactEmail')} />
                </Field>
                <Field label="Contract suffix" hint="Names the contract: Publishing agreement {suffix}. Empty for the main one.">
                  <Input value={form.contractSuffix} maxLength={CONTRACT_SUFFIX_MAX_LENGTH} onChange={edit('contractSuffix')} />
                </Field>
              </DialogContent>
              <DialogActions>
                <Button appearance="secondary" onClick={onClose}>
                  Cancel
                </Button>
                <Button type="submit" appearance="primary" disabled={saving} icon={saving ? <Spinner size="tiny" aria-hidden /> : undefined}>
                  Create the link
                </Button>
              </DialogActions>
            </DialogBody>
          </form>
        )}
      </DialogSurface>
    </Dialog>
  );
}
