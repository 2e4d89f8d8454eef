// Loaded on demand by MotionProvider: the animation engine stays out of the first paint.
import { domAnimation } from 'framer-motion';

export default domAnimation;
