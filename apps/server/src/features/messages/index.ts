// What other features may use of messages: a stored message as its two people read it.
export { toMessage } from './message-rows';
