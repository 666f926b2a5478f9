// The one button look of the app; `buttonClasses` gives links the same look.
import { forwardRef, type ButtonHTMLAttributes } from 'react';

/** accent: amber with dark text (white on amber fails contrast); inverse: outline for dark backgrounds. */
export type ButtonVariant = 'primary' | 'secondary' | 'accent' | 'inverse' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-green-700 text-white hover:bg-green-800 disabled:bg-green-700/60',
  secondary: 'border border-green-700 bg-white text-green-800 hover:bg-green-50 disabled:opacity-60',
  accent: 'bg-amber-400 text-gray-900 hover:bg-amber-300 disabled:opacity-60',
  inverse: 'border border-white bg-transparent text-white hover:bg-white/10 disabled:opacity-60',
  ghost: 'text-gray-800 hover:bg-gray-100 disabled:opacity-60',
  danger: 'bg-red-700 text-white hover:bg-red-800 disabled:bg-red-700/60',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-10 px-3 text-sm',
  md: 'min-h-11 px-4 text-sm',
  lg: 'min-h-12 px-6 text-base',
};

export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra = ''): string {
  return `inline-flex items-center justify-center gap-2 rounded-md font-semibold transition-colors disabled:cursor-not-allowed ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', className = '', type = 'button', ...rest },
  ref,
) {
  return <button ref={ref} type={type} className={buttonClasses(variant, size, className)} {...rest} />;
});
