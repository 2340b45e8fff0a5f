import { type ReactNode, Suspense, useState } from 'react';

interface MenuOnDemandProps {
  /** The menu's button, drawn before the menu is loaded; `open` loads the menu and opens it. */
  trigger: (open: () => void) => ReactNode;
  /** The menu itself, opened (a lazy Mantine Menu around the same button), drawn from the first press. */
  menu: ReactNode;
}

/**
 * A header menu that loads when first opened. Mantine's Menu brings its floating-dropdown positioning library,
 * a tenth of what every first page would otherwise download before it shows; the button looks and reads the same
 * before and after, and the first press opens the menu as soon as it has arrived.
 */
export function MenuOnDemand({ trigger, menu }: MenuOnDemandProps) {
  const [wanted, setWanted] = useState(false);
  const button = trigger(() => setWanted(true));
  if (!wanted) return button;
  return <Suspense fallback={button}>{menu}</Suspense>;
}
