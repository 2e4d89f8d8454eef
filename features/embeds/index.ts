/** Third-party frames (contact form, news feed), each with a plain link for when it cannot load. */
export { ContactFormEmbed, NewsFeedEmbed } from './embeds';
