import './checkout-steps.css';
import { Icon } from './Icon';

interface CheckoutStepsProps {
  /** The names of the three steps: cart, shipping, payment. */
  labels: readonly [string, string, string];
  /** 1, 2 or 3. */
  current: 1 | 2 | 3;
  /** What screen readers hear before the list ("Checkout steps"). */
  title: string;
}

/** The 1-2-3 of the checkout (spec section 4): done steps ticked, the current one marked for screen readers. */
export function CheckoutSteps({ labels, current, title }: CheckoutStepsProps) {
  return (
    <nav className="checkout-steps" aria-label={title}>
      <ol>
        {labels.map((label, index) => {
          const step = index + 1;
          const state = step < current ? 'done' : step === current ? 'current' : 'todo';
          return (
            <li key={label} className={`checkout-step checkout-step-${state}`} aria-current={state === 'current' ? 'step' : undefined}>
              <span className="checkout-step-mark" aria-hidden="true">
                {state === 'done' ? <Icon name="check" size={16} /> : step}
              </span>
              <span className="checkout-step-label">{label}</span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
