import { NewsletterFormIsland, type NewsletterText } from './newsletter-form-island';
import { newsletterClasses, type NewsletterTone } from './newsletter-form.styles';

interface NewsletterFormProps extends NewsletterText {
  /** `light` text for dark backgrounds (footer), `dark` text for light ones. */
  tone?: NewsletterTone;
  headingSize?: 'lg' | '2xl';
}

/** A newsletter sign-up box: styles from the server, the sign-up behaviour in the island. */
export function NewsletterForm({
  tone = 'light',
  headingSize = 'lg',
  title,
  text,
  confirmation,
  emailLabel,
  emailPlaceholder,
  submit,
}: NewsletterFormProps) {
  const { names, styles } = newsletterClasses(tone, headingSize);
  const words = { title, text, confirmation, emailLabel, emailPlaceholder, submit };
  return (
    <>
      {styles}
      <NewsletterFormIsland {...words} classes={names} />
    </>
  );
}
