'use client';

import { useId, useState, type FormEvent } from 'react';
import type { NewsletterClasses } from './newsletter-form.styles';

export interface NewsletterText {
  title: string;
  text: string;
  confirmation: string;
  emailLabel: string;
  emailPlaceholder: string;
  submit: string;
}

/**
 * A newsletter sign-up box. It is not connected to any service: nothing typed
 * is sent anywhere. The input has no `name`, so even without JavaScript the address
 * never ends up in a URL or a server log.
 */
export function NewsletterFormIsland({
  title,
  text,
  confirmation,
  emailLabel,
  emailPlaceholder,
  submit,
  classes,
}: NewsletterText & { classes: NewsletterClasses }) {
  const [sent, setSent] = useState(false);
  const headingId = useId();
  const inputId = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = event.currentTarget.querySelector('input');
    // An empty box is not a sign-up: nothing to acknowledge.
    if (!input?.value.trim()) return;
    setSent(true);
    event.currentTarget.reset();
  };
  return (
    <form onSubmit={onSubmit} aria-labelledby={headingId}>
      <h2 id={headingId} className={classes.heading}>
        {title}
      </h2>
      <p className={classes.text}>{text}</p>
      <div className={classes.row}>
        <div className={classes.field}>
          <label htmlFor={inputId} className={classes.label}>
            {emailLabel}
          </label>
          <input
            id={inputId}
            type="email"
            autoComplete="email"
            placeholder={emailPlaceholder}
            className={classes.input}
          />
        </div>
        <button type="submit" className={classes.submit}>
          {submit}
        </button>
      </div>
      <p role="status" className={classes.status}>
        {sent ? confirmation : ''}
      </p>
    </form>
  );
}
