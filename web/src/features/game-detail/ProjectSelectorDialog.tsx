import {
  Button,
  Caption1,
  Combobox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  MessageBar,
  MessageBarBody,
  Option,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { FolderRegular } from '@fluentui/react-icons';
import { PROJECT_BUNDLE_WARNING, PROJECT_REQUIRED, PROJECT_SELECT_PLACEHOLDER } from '@greenlight/rules';
import { useMemo, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { ProjectSelectorDialogQuery } from './__generated__/ProjectSelectorDialogQuery.graphql';

const query = graphql`
  query ProjectSelectorDialogQuery($studioId: Int!) {
    studioProjects(studioId: $studioId) {
      id
      projectId
      name
      projectGameCount
      ios {
        bundleId
        storeId
      }
      android {
        bundleId
        storeId
      }
      games {
        iconUrl
      }
    }
  }
`;


const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  option: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  icon: { width: '24px', height: '24px', borderRadius: tokens.borderRadiusMedium, objectFit: 'cover' },
  folder: { display: 'inline-flex', alignItems: 'center', gap: '2px', color: tokens.colorNeutralForeground3 },
});

/**
 * PROJ-16..22: moves the game to another project of its studio: a searchable list
 * without the current project, each with its game's icon or a folder and its count;
 * a project whose games have another bundle id asks for a confirmation first.
 */
export function ProjectSelectorDialog({
  studioId,
  currentProjectId,
  bundleId,
  onClose,
  onSubmit,
}: {
  studioId: number;
  currentProjectId: number | null;
  bundleId: string | null;
  onClose: () => void;
  onSubmit: (fields: { projectId: number }) => Promise<boolean>;
}) {
  const styles = useStyles();
  const data = useLazyLoadQuery<ProjectSelectorDialogQuery>(query, { studioId }, { fetchPolicy: 'store-and-network' });
  const choices = useMemo(
    () => data.studioProjects.filter((project) => project.projectId !== currentProjectId),
    [data.studioProjects, currentProjectId],
  );
  const [term, setTerm] = useState('');
  const [chosen, setChosen] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const [touched, setTouched] = useState(false);
  const project = choices.find((p) => p.projectId === chosen) ?? null;
  const shown = choices.filter((p) => p.name.toLowerCase().includes(term.trim().toLowerCase()));
  const sameBundle = project !== null && bundleId !== null && [project.ios?.bundleId, project.android?.bundleId].includes(bundleId);

  const submit = async () => {
    setTouched(true);
    if (chosen === null) return;
    setSending(true);
    const done = await onSubmit({ projectId: chosen });
    setSending(false);
    if (done) onClose();
  };

  return (
    <Dialog open onOpenChange={(_event, state) => !state.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Change project</DialogTitle>
          <DialogContent className={styles.form}>
            <Field
              label="Project"
              required
              validationState={touched && chosen === null ? 'error' : 'none'}
              validationMessage={touched && chosen === null ? PROJECT_REQUIRED : undefined}
            >
              <Combobox
                placeholder={PROJECT_SELECT_PLACEHOLDER}
                freeform
                value={project && term === '' ? project.name : term}
                selectedOptions={chosen === null ? [] : [String(chosen)]}
                onChange={(event) => {
                  setTerm(event.target.value);
                  setChosen(null);
                }}
                onOptionSelect={(_event, selected) => {
                  setChosen(selected.optionValue ? Number(selected.optionValue) : null);
                  setTerm('');
                }}
              >
                {shown.length === 0 && <Option disabled value="">No other project</Option>}
                {shown.map((p) => (
                  <Option key={p.id} value={String(p.projectId)} text={p.name}>
                    <span className={styles.option}>
                      {p.projectGameCount > 1 || !p.games[0]?.iconUrl ? (
                        <span className={styles.folder} aria-label={`${p.projectGameCount} games`}>
                          <FolderRegular /> {p.projectGameCount}
                        </span>
                      ) : (
                        <img className={styles.icon} src={p.games[0].iconUrl} alt="" />
                      )}
                      {p.name}
                    </span>
                  </Option>
                ))}
              </Combobox>
            </Field>
            {project && !sameBundle && (
              <MessageBar intent="warning">
                <MessageBarBody>{PROJECT_BUNDLE_WARNING}</MessageBarBody>
              </MessageBar>
            )}
            {project && (
              <Caption1>
                Bundle id {project.ios?.bundleId ?? project.android?.bundleId ?? '-'}, store id {project.ios?.storeId ?? project.android?.storeId ?? '-'}
              </Caption1>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancel</Button>
            <Button appearance="primary" disabled={sending} icon={sending ? <Spinner size="tiny" aria-hidden /> : undefined} onClick={() => void submit()}>
              Confirm
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
