// jsdom has no modal <dialog>: a screen's unit test that opens one imports this file, and opening it
// then shows it, as the browser would, without the inert page behind.
HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
  this.open = false;
};
