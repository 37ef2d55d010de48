import { useId, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Alert } from './Alert';
import { useModalDialog } from './useModalDialog';
import './ConfirmDialog.css';

interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  /** Why the action failed, shown in the dialog (announced at once). */
  error?: { title: string; text: string };
  onConfirm: () => void;
  onClose: () => void;
  testId: string;
}

/**
 * A question before an action that cannot be undone (cancel an order...): a modal dialog that
 * holds focus, closes on Escape or Keep, and gives focus back to its opener. Mounted only while open.
 */
export function ConfirmDialog({ title, children, confirmLabel, cancelLabel, busy, error, onConfirm, onClose, testId }: ConfirmDialogProps) {
  const ref = useModalDialog();
  const titleId = useId();
  const textId = useId();
  return createPortal(
    <dialog
      ref={ref}
      className="modal-dialog confirm-dialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
      data-testid={testId}
    >
      <h2 id={titleId}>{title}</h2>
      <div id={textId} className="confirm-dialog__text">
        {children}
      </div>
      {error && (
        <Alert tone="error" title={error.title} testId={`${testId}-error`}>
          <p>{error.text}</p>
        </Alert>
      )}
      <div className="confirm-dialog__actions">
        <button type="button" className="btn btn--outline" onClick={onClose} disabled={busy} autoFocus>
          {cancelLabel}
        </button>
        <button type="button" className="btn" onClick={onConfirm} disabled={busy} data-testid={`${testId}-yes`}>
          {confirmLabel}
        </button>
      </div>
    </dialog>,
    document.body,
  );
}
