/**
 * A list row's action (ADMIN-8): its icon, its word beside it from 768 px (only the icon below, where a row
 * has no room), and its full name ("Edit service Planning") for screen readers and as its tooltip, shown on hover
 * and on the keyboard's focus (Tip, decision 065).
 * The word is the name's first word or part of it, so speech input finds the button by what it reads.
 */
import type { ComponentProps } from 'react';
import type { LucideIcon } from 'lucide-react';
import { buttonClass } from '~/components/ui/button';
import { Tip } from './tip';

type RowActionProps = Omit<ComponentProps<'button'>, 'children' | 'aria-label' | 'title' | 'type'> & {
  icon: LucideIcon;
  word: string;
  name: string;
  danger?: boolean;
};

export function RowAction({ icon: Icon, word, name, danger = false, className = '', ...rest }: RowActionProps) {
  return (
    <Tip text={name}>
      <button type="button" aria-label={name} className={buttonClass(danger ? 'ghostDanger' : 'ghost', className, 'action')} {...rest}>
        <Icon aria-hidden="true" className="size-5" />
        <span className="max-[767px]:hidden">{word}</span>
      </button>
    </Tip>
  );
}
