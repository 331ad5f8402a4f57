import { useTranslation } from 'react-i18next';
import { dismissToast, useToasts } from '../lib/toast';

/**
 * The one toast container (spec section 2): a toast goes away on click or when its time is up.
 * Errors and warnings are alerts for screen readers, the rest polite status messages.
 */
export function ToastContainer() {
  const { t } = useTranslation();
  const toasts = useToasts();
  return (
    <section aria-label={t('toast.region')} className="toasts">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role={toast.type === 'error' || toast.type === 'warning' ? 'alert' : 'status'}
          data-toast-type={toast.type}
          onClick={() => dismissToast(toast.id)}
          className={`toast toast--${toast.type}`}
        >
          <div className="toast__text type--body2">
            {toast.title && <div className="toast__title">{toast.title}</div>}
            {toast.content}
          </div>
          <button type="button" aria-label={t('toast.dismiss')} className="toast__dismiss">
            ×
          </button>
        </div>
      ))}
    </section>
  );
}
