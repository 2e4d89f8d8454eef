/** Every /keystatic address is drawn by the layout's editor app. */
export default function KeystaticPage() {
  return null;
}
