import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { filterTreeProblems, type FilterGroupNode } from '@greenlight/rules';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FilterBuilder } from './FilterBuilder';
import { FilterDialog } from './FilterDialog';

function Harness({ initial, permissions = [] }: { initial: FilterGroupNode; permissions?: string[] }) {
  const [filter, setFilter] = useState(initial);
  return (
    <FluentProvider theme={webLightTheme}>
      <FilterBuilder
        filter={filter}
        onChange={setFilter}
        permissions={permissions}
        people={[{ value: 2, label: 'Paula Marchetti' }]}
        problems={filterTreeProblems(filter, { permissions, labels: true })}
      />
      <output data-testid="tree">{JSON.stringify(filter)}</output>
    </FluentProvider>
  );
}

const tree = () => JSON.parse(screen.getByTestId('tree').textContent!) as FilterGroupNode;

describe('FilterBuilder', () => {
  it('FLT-01 adds rules and groups, with the first rule\'s defaults', () => {
    render(<Harness initial={{ logicalOperator: 'all', children: [] }} />);
    expect(screen.getByText('No rule yet: every game matches.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add rule' }));
    expect(tree().children).toEqual([{ rule: 'name', operand: 'Name', operator: 'equals', value: '' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Add group' }));
    expect(tree().children[1]).toMatchObject({ logicalOperator: 'all', children: [{ rule: 'name' }] });
  });

  it('FLT-02 offers no fourth level: Add group is disabled at the third', () => {
    const rule = { rule: 'isHit', operator: '=', value: 1 };
    render(<Harness initial={{ logicalOperator: 'all', children: [{ logicalOperator: 'any', children: [{ logicalOperator: 'all', children: [rule] }] }] }} />);
    const third = screen.getByRole('group', { name: 'Filter group, level 3' });
    const add = within(third).getByRole('button', { name: 'Add group' });
    expect(add.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(add);
    const level3 = ((tree().children[0] as FilterGroupNode).children[0] as FilterGroupNode).children;
    expect(level3).toEqual([rule]);
    expect(screen.queryByRole('group', { name: 'Filter group, level 4' })).toBeNull();
  });

  it('FLT-03 shows the problem of a rule where it is, by its label, once the rule was touched', () => {
    render(<Harness initial={{ logicalOperator: 'all', children: [{ rule: 'name', operator: 'contains', value: '' }] }} />);
    expect(screen.queryByRole('alert')).toBeNull();
    const value = screen.getByRole('textbox', { name: 'Name value' });
    fireEvent.focus(value);
    fireEvent.blur(value);
    expect(screen.getByRole('alert').textContent).toBe('Name needs a text of 1 to 100 characters');
    fireEvent.change(value, { target: { value: 'merge' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(tree().children[0]).toMatchObject({ value: 'merge' });
  });

  it('FLT-03 names a multiselect\'s choices by their labels, not the statuses\' ids', () => {
    render(<Harness initial={{ logicalOperator: 'all', children: [{ rule: 'status', operator: '=', value: [] }] }} />);
    fireEvent.blur(screen.getByRole('combobox', { name: 'Status value' }));
    const alert = screen.getByRole('alert').textContent;
    expect(alert).toMatch(/^Status needs one or more of: Pending SDK integration, Pending review, /);
    expect(alert).not.toContain('pending_review');
  });

  it('FLT-11..13 edits CPI and retention with their sliders, shown as $ and %', () => {
    render(
      <Harness
        initial={{
          logicalOperator: 'all',
          children: [
            { rule: 'cpi', operator: '<=', value: 0.22 },
            { rule: 'd1', operator: '>=', value: 0.2 },
          ],
        }}
      />,
    );
    expect(screen.getByText('$0.22')).toBeTruthy();
    expect(screen.getByText('20%')).toBeTruthy();
    expect((screen.getByRole('slider', { name: 'CPI value' }) as HTMLInputElement).step).toBe('0.01');
  });

  it('FLT-12 FLT-13 a new D1 rule starts at 20% on a 0-1 slider of step 0.01; a new CPI rule at $0.22 on a 0-2 slider', () => {
    render(<Harness initial={{ logicalOperator: 'all', children: [{ rule: 'name', operator: 'contains', value: 'a' }] }} />);
    const slider = (name: string) => screen.getByRole('slider', { name }) as HTMLInputElement;
    fireEvent.click(screen.getByRole('combobox', { name: 'Column' }));
    fireEvent.click(screen.getByRole('option', { name: 'D1' }));
    expect(tree().children[0]).toMatchObject({ rule: 'd1', value: 0.2 });
    expect([slider('D1 value').min, slider('D1 value').max, slider('D1 value').step, slider('D1 value').value]).toEqual(['0', '1', '0.01', '0.2']);
    expect(screen.getByText('20%')).toBeTruthy();
    fireEvent.click(screen.getByRole('combobox', { name: 'Column' }));
    fireEvent.click(screen.getByRole('option', { name: 'CPI' }));
    expect(tree().children[0]).toMatchObject({ rule: 'cpi', value: 0.22 });
    expect([slider('CPI value').min, slider('CPI value').max, slider('CPI value').step, slider('CPI value').value]).toEqual(['0', '2', '0.01', '0.22']);
    expect(screen.getByText('$0.22')).toBeTruthy();
  });

  it('FLT-11..13 draws no tick marks: the step goes to the native input only', () => {
    const { container } = render(<Harness initial={{ logicalOperator: 'all', children: [{ rule: 'cpi', operator: '<=', value: 0.22 }] }} />);
    const slider = container.querySelector('.fui-Slider') as HTMLElement;
    // Fluent sets its steps variable, which draws one mark per step on the rail, only from its own `step`.
    expect(slider.getAttribute('style') ?? '').not.toContain('steps');
  });

  it('FLT-08 FLT-09 FLT-10 hints seconds with their human-readable reading (66 reads 1m06s), days for the days since the last iteration', () => {
    render(
      <Harness
        initial={{
          logicalOperator: 'all',
          children: [
            { rule: 'playtime', operator: '>', value: 66 },
            { rule: 'sinceLastIterationDate', operator: '<', value: 7 },
          ],
        }}
      />,
    );
    expect(screen.getByText('seconds (1m06s)')).toBeTruthy();
    expect(screen.getByText('days')).toBeTruthy();
  });

  it('FLT-07 edits booleans as Yes / No, sent as 1 / 0', () => {
    render(<Harness initial={{ logicalOperator: 'all', children: [{ rule: 'isHit', operator: '=', value: 1 }] }} />);
    fireEvent.click(screen.getByRole('radio', { name: 'No' }));
    expect(tree().children[0]).toMatchObject({ value: 0 });
  });

  it('PERM-10 PERM-11 does not offer CPNU or D3 ROAS without their permission', () => {
    const { unmount } = render(<Harness initial={{ logicalOperator: 'all', children: [{ rule: 'name', operator: 'contains', value: 'a' }] }} />);
    fireEvent.click(screen.getByRole('combobox', { name: 'Column' }));
    expect(screen.queryByRole('option', { name: 'CPNU' })).toBeNull();
    expect(screen.queryByRole('option', { name: 'D3 ROAS' })).toBeNull();
    unmount();
    render(
      <Harness
        initial={{ logicalOperator: 'all', children: [{ rule: 'name', operator: 'contains', value: 'a' }] }}
        permissions={['view_cpnu', 'view_proto_score']}
      />,
    );
    fireEvent.click(screen.getByRole('combobox', { name: 'Column' }));
    expect(screen.getByRole('option', { name: 'CPNU' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'D3 ROAS' })).toBeTruthy();
  });

  it('FLT-05 needs no value for is null and is not null', () => {
    render(<Harness initial={{ logicalOperator: 'all', children: [{ rule: 'pmName', operator: 'is null' }] }} />);
    expect(screen.queryByRole('combobox', { name: 'PM value' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('FilterDialog', () => {
  /** Opens the dialog and waits for its builder, which loads on the first opening (issue 17). */
  async function renderDialog() {
    const applied: unknown[] = [];
    render(
      <FluentProvider theme={webLightTheme}>
        <FilterDialog
          filter={{ logicalOperator: 'all', children: [{ rule: 'isHit', operator: '=', value: 1 }] }}
          onApply={(filter) => applied.push(filter)}
          permissions={[]}
          people={[]}
        />
      </FluentProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: /Create filters/ }));
    await within(screen.getByRole('dialog')).findByRole('button', { name: 'Add rule' });
    return applied;
  }

  it('FLT-01 Clear filters empties the rules of the dialog only; Apply then removes the filter', async () => {
    const applied = await renderDialog();
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clear filters' }));
    expect(applied).toEqual([]);
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(within(dialog).getByText('No rule yet: every game matches.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(applied).toEqual([null]);
  });

  it('FLT-03 shows an untouched rule\'s problem only once Apply is pressed, and applies nothing', async () => {
    const applied = await renderDialog();
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add rule' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add rule' }));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(applied).toEqual([]);
    expect(within(dialog).getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Name needs a text of 1 to 100 characters',
      'Name needs a text of 1 to 100 characters',
    ]);
  });
});
